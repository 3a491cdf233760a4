/// <reference types="vite/client" />

/** Site origin for canonical URLs, injected by vite.config.ts from PUBLIC_ORIGIN. */
declare const __PUBLIC_ORIGIN__: string;
/** UTC year of the build, for the footer's copyright line (same in prerender and client). */
declare const __BUILD_YEAR__: number;
