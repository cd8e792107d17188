'use strict';

/**
 * Strapi 4.25.9 looks for a tsconfig.json in every parent folder
 * (typescript's findConfigFile) and would pick up the docs site's
 * /tsconfig.json, which breaks `strapi build` and `strapi develop`. Required
 * first by the scripts in this folder, this confines the lookup to the app so
 * it stays a JavaScript project.
 */
const path = require('path');
const ts = require('typescript');

const appDir = path.resolve(__dirname, '..');
const fileExists = ts.sys.fileExists;

// ts.findConfigFile is a read-only export in TypeScript 5, but callers pass ts.sys.fileExists to it.
ts.sys.fileExists = (file) => {
  if (path.basename(file) === 'tsconfig.json' && !path.resolve(file).startsWith(appDir + path.sep)) {
    return false;
  }
  return fileExists(file);
};

