/**
 * With BUNDLE_STATS=<file> at build time, writes the client bundle's stats
 * JSON (chunks and the modules in each) for `npm run bench:bundle`, which
 * tells what every page loads. Does nothing otherwise.
 */
import {writeFileSync} from 'node:fs';
import type {Plugin} from '@docusaurus/types';

interface StatsCompiler {
  hooks: {
    done: {
      tap: (
        name: string,
        callback: (stats: {toJson: (options: Record<string, boolean | number>) => unknown}) => void,
      ) => void;
    };
  };
}

export default function bundleStatsPlugin(): Plugin<undefined> {
  const target = process.env.BUNDLE_STATS;
  return {
    name: 'bundle-stats',
    configureWebpack(_config, isServer) {
      if (!target || isServer) return {};
      return {
        plugins: [
          {
            apply(compiler: StatsCompiler) {
              compiler.hooks.done.tap('bundle-stats', (stats) => {
                const json = stats.toJson({
                  all: false,
                  assets: true,
                  chunks: true,
                  modules: true,
                  nestedModules: true,
                  orphanModules: false,
                  modulesSpace: 100000,
                  nestedModulesSpace: 100000,
                  ids: true,
                  reasons: false,
                });
                writeFileSync(target, JSON.stringify(json));
              });
            },
          },
        ],
      };
    },
  };
}
