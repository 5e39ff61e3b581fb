/** Vite gives the URL of an asset imported with `?url` (the viewer's baked light). */
declare module '*.bin?url' {
  const url: string;
  export default url;
}
