// Webpack plugin: writes `<asset>.br` and `<asset>.gz` beside each text asset of a production build,
// so the static servers (deploy/static-server, the API's web assets) send compressed files without
// compressing on every request. A client that accepts neither gets the original file.
const { promisify } = require('node:util');
const zlib = require('node:zlib');
const webpack = require('webpack');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
// Below this a compressed copy saves less than the response headers cost.
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'PrecompressPlugin',
          // After minification and the final content hashes, so the copies match the files.
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
          // Assets emitted in later stages (the federation manifest) are compressed too.
          additionalAssets: true,
        },
        async (assets) => {
          await Promise.all(
            Object.entries(assets)
              .filter(([name, source]) => COMPRESSIBLE.test(name) && source.size() >= MIN_BYTES)
              .map(async ([name, source]) => {
                const input = source.buffer();
                const [br, gz] = await Promise.all([
                  brotli(input, {
                    params: {
                      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
                    },
                  }),
                  gzip(input, { level: zlib.constants.Z_BEST_COMPRESSION }),
                ]);
                const info = { compressed: true };
                compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(br), info);
                compilation.emitAsset(`${name}.gz`, new webpack.sources.RawSource(gz), info);
              }),
          );
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
