#!/usr/bin/env node
'use strict';

/**
 * Like `strapi start` (serves the built admin panel, no watcher, no admin
 * rebuild) but with autoReload on, which is what `strapi develop` sets: the
 * Content-Type Builder allows editing and the admin shows no "production
 * mode" notices. Used for screenshots of the admin as developers see it.
 */
require('./confine-tsconfig');
const path = require('path');
const strapi = require('@strapi/strapi');

const appDir = path.resolve(__dirname, '..');

strapi({ appDir, distDir: appDir, autoReload: true }).start();
