// What a shopper typed into a page rendered on the server before the browser's script took
// over (a sign-in form filled while the page was still loading). Hydration keeps the page's
// elements, but a form registering its fields writes their default values back into them:
// the typed text, chosen radio and ticked box are read before hydration starts and as the
// shopper goes on typing during it, and given back to the same elements once hydrated, as
// input the form reads like typing. Held in memory for those moments only (a password too),
// never stored.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Typed {
  field: Field;
  value: string;
  checked: boolean;
}

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function changedByShopper(field: Field): boolean {
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  return field.value !== field.defaultValue;
}

const isField = (target: EventTarget | null): target is Field =>
  (target instanceof HTMLInputElement && target.type !== 'hidden') ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

const read = (field: Field): Typed => ({
  field,
  value: field.value,
  checked: isToggle(field) ? field.checked : false,
});

// What was typed, while the page hydrates (keepTypedInput started).
let typed = new Map<Field, Typed>();

/**
 * What was typed into the fields of `form` before it was hydrated, taken: a form gives it to
 * its own state (components/form/form.tsx), which then shows it.
 */
export function takeTypedInput(
  form: HTMLFormElement | null,
): { name: string; value: string | boolean }[] {
  if (!form) return [];
  const taken: { name: string; value: string | boolean }[] = [];
  for (const [field, entry] of typed) {
    if (field.form !== form || field.name === '') continue;
    typed.delete(field);
    if (field instanceof HTMLInputElement && field.type === 'radio') {
      if (entry.checked) taken.push({ name: field.name, value: entry.value });
    } else {
      taken.push({ name: field.name, value: isToggle(field) ? entry.checked : entry.value });
    }
  }
  return taken;
}

/**
 * Reads what was typed into the forms of `doc` so far, and what is typed from now on; the
 * returned function stops reading and gives back what no form has taken.
 */
export function keepTypedInput(doc: Document = document): () => void {
  typed = new Map<Field, Typed>();
  for (const field of doc.querySelectorAll<Field>('form input, form textarea, form select')) {
    if (isField(field) && changedByShopper(field)) typed.set(field, read(field));
  }
  const record = (event: Event) => {
    if (isField(event.target) && event.target.form) typed.set(event.target, read(event.target));
  };
  doc.addEventListener('input', record, true);
  doc.addEventListener('change', record, true);
  return () => {
    doc.removeEventListener('input', record, true);
    doc.removeEventListener('change', record, true);
    const left = [...typed.values()];
    typed = new Map();
    for (const { field, value, checked } of left) {
      if (!field.isConnected) continue;
      if (isToggle(field)) {
        // A click, as the shopper's own: the form's handlers see the change.
        if (field.checked !== checked) field.click();
        continue;
      }
      // Always as new input: the element may still show the text (React leaves a hydrated
      // field's value alone) while the form's own state holds the default. Cleared through
      // the element's own property first (React tracks it), then set through the
      // prototype's setter, so the form's change handler sees a change.
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(
        field,
        value,
      );
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };
}
