import pkg from '../package.json';

/** The build version reported by /ping and the boot configuration; bundled into dist by esbuild. */
export const VERSION: string = pkg.version;
