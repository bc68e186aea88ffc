// Lets a worker thread started from TypeScript sources (Jest runs the API unbuilt) load its .ts entry:
// module hooks that compile .ts files with SWC and resolve the `.js` specifiers the sources use to
// their `.ts` files. Built code (`npm start`) starts workers from dist/*.js and never loads this.
import { register } from 'node:module';

register('./ts-worker-loader.mjs', import.meta.url);
