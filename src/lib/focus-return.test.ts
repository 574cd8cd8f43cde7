import { afterEach, describe, expect, it } from 'vitest';
import { giveFocusBack, returnTarget } from './focus-return';

function button(name: string, parent: HTMLElement = document.body) {
  const element = document.createElement('button');
  element.textContent = name;
  parent.append(element);
  return element;
}

/** A control that took the focus and was then disabled (the browser moves the focus off). */
function disabledWhileBusy(name: string) {
  const control = button(name);
  control.focus();
  control.disabled = true;
  control.blur();
  return control;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('returnTarget', () => {
  it('is the focused control when there is one', () => {
    const dialog = document.createElement('dialog');
    const control = button('Buy Now');
    control.focus();
    expect(returnTarget(dialog)).toBe(control);
  });

  it('is the control that last had the focus when the focus is on the body', () => {
    const dialog = document.createElement('dialog');
    const submit = disabledWhileBusy('Submit');
    expect(document.activeElement).toBe(document.body);
    expect(returnTarget(dialog)).toBe(submit);
  });

  it('skips controls inside dialogs, and the dialog itself holding the focus', () => {
    const submit = disabledWhileBusy('Submit');
    const dialog = document.createElement('dialog');
    document.body.append(dialog);
    button('Think again', dialog).focus();
    expect(returnTarget(dialog)).toBe(submit);
  });

  it('is nothing when that control has left the page', () => {
    const dialog = document.createElement('dialog');
    disabledWhileBusy('Submit').remove();
    expect(returnTarget(dialog)).toBeNull();
  });
});

describe('giveFocusBack', () => {
  it('focuses an enabled control at once', () => {
    const control = button('Log in');
    giveFocusBack(control);
    expect(document.activeElement).toBe(control);
  });

  it('focuses a disabled control once it is enabled again', async () => {
    const submit = disabledWhileBusy('Submit');
    giveFocusBack(submit);
    expect(document.activeElement).toBe(document.body);
    submit.disabled = false;
    await Promise.resolve();
    expect(document.activeElement).toBe(submit);
  });

  it('leaves the focus where the shopper has put it meanwhile', async () => {
    const submit = disabledWhileBusy('Submit');
    giveFocusBack(submit);
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    submit.disabled = false;
    await Promise.resolve();
    expect(document.activeElement).toBe(field);
  });
});
