/**
 * Serves the production build as a host would: the headers of build/_headers
 * (CSP included), gzip, 404.html. `npm run serve:headers [-- --port 4173 --dir build]`.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {startStaticServer} from './staticServer';

const {values} = parseArgs({
  options: {port: {type: 'string', default: '4173'}, dir: {type: 'string', default: 'build'}},
});
void startStaticServer({root: path.resolve(values.dir), port: Number(values.port)}).then(({url}) => {
  console.log(`Serving ${values.dir} with its _headers at ${url}`);
});
