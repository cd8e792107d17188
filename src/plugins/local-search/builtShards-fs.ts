/** Reads the postings shards of a built site (Node: the benchmark and the tests), for createSearchEngine's readShard. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {POSTINGS_DIRECTORY, type PostingsShardFile} from './localIndex';

export function builtShardReader(buildDir: string): (name: string) => PostingsShardFile {
  return (name) => JSON.parse(readFileSync(path.join(buildDir, POSTINGS_DIRECTORY, name), 'utf8')) as PostingsShardFile;
}
