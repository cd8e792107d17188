#!/usr/bin/env node
'use strict';

/** The Strapi CLI for this app, with the tsconfig lookup confined to it (see confine-tsconfig.js). */
require('./confine-tsconfig');
require(require('path').join(__dirname, '..', 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'));
