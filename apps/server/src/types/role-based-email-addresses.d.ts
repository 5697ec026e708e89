/** The package ships no types: its default export is the list of role-based local parts ('jobs', 'careers', …). */
declare module 'role-based-email-addresses' {
  const prefixes: readonly string[];
  export default prefixes;
}
