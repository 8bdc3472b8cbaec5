import { extraMapsOf } from './mapping';

/** The existing controls that satisfy HITECH breach notification duties (the new ones carry their own maps). */
export const hitechMapping = extraMapsOf('hitech', {
  '164.402': ['INC-06'],
  '164.404(a)': ['INC-07'],
  '164.404(c)': ['INC-07'],
  '164.408(a)': ['INC-06'],
  '164.410(a)': ['INC-08', 'VEN-05'],
  '164.410(b)': ['INC-08'],
  '164.410(c)': ['INC-08'],
  '164.414(a)': ['INC-01', 'HR-04', 'GOV-09'],
  '164.414(b)': ['GOV-09'],
});
