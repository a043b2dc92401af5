declare module 'virtual:calling-codes' {
  /** "IN91 US1 AG1 …": ISO country code then calling code; a code's main country comes first. */
  const pairs: string;
  export default pairs;
}
