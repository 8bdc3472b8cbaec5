/** The in-page id of a help group's heading: "Start here" → "start-here". */
export function headingIdOfGroup(group: string): string {
  return group
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
