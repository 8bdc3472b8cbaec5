/** The FormData a browser posts for these fields (an array value repeats its key, as checkboxes do). */
export function formData(fields: Record<string, string | string[] | undefined>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const item of [value ?? []].flat()) data.append(key, item);
  return data;
}
