import { extraMapsOf } from './mapping';

/** The controls that do the work of each Privacy Rule standard (the HPR controls are the rule's own). */
export const hipaaPrivacyMapping = extraMapsOf('hipaa-privacy', {
  '164.502(a)': ['PRV-11', 'PRV-28'],
  '164.502(b)': ['PRV-11', 'AC-01'],
  '164.502(e)': ['VEN-05'],
  '164.504(e)': ['VEN-05'],
  '164.504(f)': ['GOV-11'],
  '164.506': ['PRV-05'],
  '164.514(d)': ['PRV-11', 'AC-01'],
  '164.514(h)': ['PRV-19'],
  '164.524': ['PRV-13', 'PRV-14', 'PRV-19'],
  '164.526': ['PRV-14', 'PRV-16'],
  '164.530(a)': ['PRV-01'],
  '164.530(b)': ['HR-03'],
  '164.530(c)': ['AC-01', 'PHY-05', 'AST-07'],
  '164.530(e)': ['HR-04'],
  '164.530(f)': ['INC-01'],
  '164.530(i)': ['PRV-01'],
  '164.530(j)': ['GOV-09'],
});
