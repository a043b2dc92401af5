/**
 * Test support: walks the request schemas of the route table, so the tests of bad input cover
 * every field of every route, including routes added later, without a hand-kept list.
 */
import { z } from 'zod';

type Schema = z.ZodType;
const defOf = (s: Schema) => s._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;

/** Wrappers whose input is their inner schema's input. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema whose input a value must match: wrappers and pipes unwrapped to their input side. */
function inputSide(s: Schema): Schema {
  const def = defOf(s);
  if (WRAPPERS.has(def.type)) return inputSide(def.innerType as Schema);
  if (def.type === 'pipe') return inputSide(def.in as Schema);
  return s;
}

/** A field made by the contract's calendarDate (its `format: 'date'` mark), on either side of a pipe. */
export function isDateField(s: Schema): boolean {
  if (z.globalRegistry.get(s)?.format === 'date') return true;
  const def = defOf(s);
  if (WRAPPERS.has(def.type)) return isDateField(def.innerType as Schema);
  if (def.type === 'pipe') return isDateField(def.in as Schema) || isDateField(def.out as Schema);
  return false;
}

/** What to put in the fields of a sample request. */
export interface Fill {
  /** Every text field that is not a date. */
  text: string;
  /** Every date field. */
  date: string;
}

/** A value for every field the schema declares (the text-accepting branch of a union first). */
export function sampleOf(schema: Schema, fill: Fill): unknown {
  if (isDateField(schema)) return fill.date;
  // A field whose text has a form of its own (a time zone) names a valid example of it.
  const example = z.globalRegistry.get(schema)?.example;
  if (example !== undefined) return example;
  const s = inputSide(schema);
  const def = defOf(s);
  switch (def.type) {
    case 'string':
    case 'any':
    case 'unknown':
      return fill.text;
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return true;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'array':
      return [sampleOf(def.element as Schema, fill)];
    case 'record':
      return {};
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, Schema>).map(([key, field]) => [key, sampleOf(field, fill)]),
      );
    case 'union': {
      const options = def.options as Schema[];
      const textual = options.find((o) => typeof sampleOf(o, fill) === 'string');
      return sampleOf(textual ?? (options[0] as Schema), fill);
    }
    default:
      throw new Error(`requestSamples: no sample for a '${def.type}' schema; teach it this type`);
  }
}

/** The request shapes a schema accepts: each option of a discriminated union, else itself. */
export function variantsOf(schema: Schema): Schema[] {
  const s = inputSide(schema);
  const def = defOf(s);
  return def.type === 'union' && 'discriminator' in def ? (def.options as Schema[]) : [s];
}

/** Query values travel as text: numbers and booleans become their digits or words. */
export const asQueryValue = (value: unknown) => String(value);

/** Every field of an object schema, with its path (arrays and nested objects walked into). */
export function fieldsOf(schema: Schema, path: string[] = []): { path: string[]; schema: Schema }[] {
  const s = inputSide(schema);
  const def = defOf(s);
  if (def.type === 'object') {
    return Object.entries(def.shape as Record<string, Schema>).flatMap(([key, field]) =>
      fieldsOf(field, [...path, key]),
    );
  }
  if (def.type === 'array') return fieldsOf(def.element as Schema, [...path, '0']);
  return path.length > 0 ? [{ path, schema }] : [];
}
