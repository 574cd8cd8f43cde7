import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { Later } from './later';

/**
 * A first screen with Later content below it; returns whether that content was in the
 * document at the first commit (seen from the first screen's effect).
 */
function renderWithLater(): boolean[] {
  const seenAtFirstCommit: boolean[] = [];
  function Probe() {
    useEffect(() => {
      seenAtFirstCommit.push(screen.queryByText('below the fold') !== null);
    }, []);
    return <p>first screen</p>;
  }
  render(
    <>
      <Probe />
      <Later>
        <p>below the fold</p>
      </Later>
    </>,
  );
  return seenAtFirstCommit;
}

describe('Later', () => {
  it('leaves its content out of the first commit and renders it right after', async () => {
    const seenAtFirstCommit = renderWithLater();
    expect(seenAtFirstCommit).toEqual([false]);
    expect(await screen.findByText('below the fold')).toBeInTheDocument();
    expect(screen.getByText('first screen')).toBeInTheDocument();
  });

  it('keeps its content once shown when the parent renders again', async () => {
    const { rerender } = render(
      <Later>
        <p>one</p>
      </Later>,
    );
    await screen.findByText('one');
    await act(async () => {
      rerender(
        <Later>
          <p>two</p>
        </Later>,
      );
      await Promise.resolve();
    });
    expect(screen.getByText('two')).toBeInTheDocument();
  });

  it('renders its content at once on a screen opened after the page has painted', async () => {
    const first = render(
      <Later>
        <p>landing</p>
      </Later>,
    );
    await screen.findByText('landing');
    first.unmount();
    // The next screen (an in-app navigation, Back): no paint to wait for.
    expect(renderWithLater()).toEqual([true]);
  });
});
