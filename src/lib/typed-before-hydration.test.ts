import { afterEach, describe, expect, it } from 'vitest';
import { keepTypedInput, takeTypedInput } from './typed-before-hydration';

afterEach(() => {
  document.body.innerHTML = '';
});

function serverForm() {
  document.body.innerHTML = `
    <form>
      <input name="username" value="" />
      <input name="password" type="password" value="" />
      <input name="agreed" type="checkbox" />
      <textarea name="note"></textarea>
    </form>
    <input name="outside" value="" />`;
  const input = (name: string) => document.querySelector(`input[name=${name}]`) as HTMLInputElement;
  return {
    username: input('username'),
    password: input('password'),
    agreed: input('agreed'),
    note: document.querySelector('textarea') as HTMLTextAreaElement,
  };
}

/** What a form registering its fields does on hydration: the defaults written back. */
function resetToDefaults(fields: ReturnType<typeof serverForm>) {
  fields.username.value = '';
  fields.password.value = '';
  fields.note.value = '';
}

describe('keepTypedInput', () => {
  it('gives back what was typed before hydration, as input the form hears', () => {
    const fields = serverForm();
    fields.username.value = 'alex.chen@example.com';
    fields.agreed.checked = true;
    const giveBack = keepTypedInput();
    resetToDefaults(fields);
    fields.agreed.checked = false;
    const heard: string[] = [];
    document.addEventListener('input', (event) =>
      heard.push((event.target as HTMLInputElement).name),
    );
    giveBack();
    expect(fields.username.value).toBe('alex.chen@example.com');
    expect(fields.agreed.checked).toBe(true);
    expect(heard).toContain('username');
    expect(fields.password.value).toBe('');
  });

  it('also keeps what is typed while the page hydrates', () => {
    const fields = serverForm();
    const giveBack = keepTypedInput();
    fields.password.value = 'Topup2026';
    fields.password.dispatchEvent(new Event('input', { bubbles: true }));
    fields.note.value = 'fast please';
    fields.note.dispatchEvent(new Event('input', { bubbles: true }));
    resetToDefaults(fields);
    giveBack();
    expect(fields.password.value).toBe('Topup2026');
    expect(fields.note.value).toBe('fast please');
  });

  it('stops listening once it has given back, and leaves untouched fields alone', () => {
    const fields = serverForm();
    const giveBack = keepTypedInput();
    giveBack();
    fields.username.value = 'typed after';
    fields.username.dispatchEvent(new Event('input', { bubbles: true }));
    resetToDefaults(fields);
    giveBack();
    expect(fields.username.value).toBe('');
  });
});

describe('takeTypedInput', () => {
  it('hands a form what was typed into its own fields, once, by name', () => {
    const fields = serverForm();
    fields.username.value = 'alex.chen@example.com';
    fields.agreed.checked = true;
    const outside = document.querySelector<HTMLInputElement>('[name=outside]')!;
    outside.value = 'not a form field';
    keepTypedInput();
    const form = fields.username.form;
    expect(takeTypedInput(form)).toEqual([
      { name: 'username', value: 'alex.chen@example.com' },
      { name: 'agreed', value: true },
    ]);
    expect(takeTypedInput(form)).toEqual([]);
    expect(takeTypedInput(null)).toEqual([]);
  });
});
