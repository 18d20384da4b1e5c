// The running build's id. next.config.ts sets NEXT_PUBLIC_BUILD_ID to the build id, and Next writes
// the value into every bundle at build time, the browser's included: this literal read is the one
// place the app reads it (lib/env.mjs is for what is read at run time), and client code may import it.
export const BUILD_ID = process.env.NEXT_PUBLIC_BUILD_ID ?? '';
