/**
 * Excel writes a dropdown whose list is on another sheet ("Lists!$A$1:$A$3") in the worksheet's extension list
 * (x14:dataValidation) for Excel 2007's sake. exceljs reads only the plain form and drops the extension when it
 * writes, which would lose the customer's dropdowns. Excel 2010 and later read the plain form with a reference
 * to another sheet, so the extension's validations are moved into it before exceljs reads the sheet.
 */

const EXTENSION = /<(?:\w+:)?ext\b[^>]*>\s*<x14:dataValidations\b[\s\S]*?<\/x14:dataValidations>\s*<\/(?:\w+:)?ext>/g;
const VALIDATION = /<x14:dataValidation\b([^>]*)>([\s\S]*?)<\/x14:dataValidation>/g;

const unprefixedTag = (inner: string, tag: string) =>
  new RegExp(`<(?:\\w+:)?${tag}\\b[^>]*>([\\s\\S]*?)</(?:\\w+:)?${tag}>`).exec(inner)?.[1]?.trim() ?? null;

/** One x14:dataValidation as a plain dataValidation element, or null when it has no cells. */
function plainValidation(attributes: string, inner: string): string | null {
  const sqref = unprefixedTag(inner, 'sqref');
  if (!sqref) return null;
  const formulas = ['formula1', 'formula2']
    .map((tag) => {
      const formula = unprefixedTag(unprefixedTag(inner, tag) ?? '', 'f');
      return formula === null ? '' : `<${tag}>${formula}</${tag}>`;
    })
    .join('');
  const kept = attributes.replace(/\s+xmlns(:\w+)?="[^"]*"/g, '');
  return `<dataValidation${kept} sqref="${sqref}">${formulas}</dataValidation>`;
}

/** The worksheet XML with its extension-list data validations moved into the plain dataValidations element. */
export function plainValidations(xml: string): string {
  if (!xml.includes('x14:dataValidation')) return xml;
  const moved: string[] = [];
  let result = xml.replace(EXTENSION, (extension) => {
    for (const [, attributes, inner] of extension.matchAll(VALIDATION)) {
      const plain = plainValidation(attributes!, inner!);
      if (plain) moved.push(plain);
    }
    return '';
  });
  result = result.replace(/<(\w+:)?extLst>\s*<\/(\w+:)?extLst>/, '');
  if (moved.length === 0) return result;
  if (/<dataValidations\b[^>]*>/.test(result)) {
    return result.replace(/<\/dataValidations>/, `${moved.join('')}</dataValidations>`);
  }
  return result.replace(/<\/worksheet>\s*$/, `<dataValidations count="${moved.length}">${moved.join('')}</dataValidations></worksheet>`);
}
