/** Guards for reading the tracker's slice back from sessionStorage, where anything may stand. */
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
export const isInt = (v: unknown): v is number => Number.isInteger(v);
export const isText = (v: unknown): v is string => typeof v === 'string';
export const isTextOrNull = (v: unknown) => v === null || isText(v);
