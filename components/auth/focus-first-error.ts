/** Moves focus to the first control named in `errors` (in form order), so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement, errors: Record<string, string>): void {
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && errors[name] && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}
