// One webpack factory for the host and every remote, so they build, share and serve alike.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PrecompressPlugin } = require('./precompress.cjs');
const { FirstPaintPlugin } = require('./first-paint.cjs');
const { PreloadStartupChunksPlugin } = require('./preload-startup-chunks.cjs');
const { typescriptRule } = require('./typescript-rule.cjs');
const { variantLayers } = require('./variant-layers.cjs');

const REPO_ROOT = path.resolve(__dirname, '..', '..');

// One copy of each at run time: React state, the router context, the i18n instance and the
// query client must be the host's, not a remote's private copy.
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  '@ageless/i18n',
  '@ageless/ui',
];

// The remotes the host knows about (key, folder served at /remotes/<folder>/, federation name, dev
// port): the one list in @ageless/contracts.
const { apps, routes } = require('@ageless/contracts/front-ends.json');

const HOST = apps.find((app) => app.kind === 'host');
const REMOTES = apps.filter((app) => app.kind === 'remote');

function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function sharedConfig(dependencies) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((request) => {
      const requiredVersion = dependencies[packageNameOf(request)];
      if (!requiredVersion) {
        throw new Error(`Shared module ${request} is not a dependency of this app.`);
      }
      return [request, { singleton: true, requiredVersion }];
    }),
  );
}

/** The manifest the host reads at start; `origin` is '' for same-origin production paths. */
function remotesManifest(contract, entryFor) {
  return {
    contract,
    remotes: Object.fromEntries(
      REMOTES.map((remote) => {
        const pkg = JSON.parse(
          fs.readFileSync(path.join(REPO_ROOT, remote.folder, 'package.json'), 'utf8'),
        );
        return [remote.key, { name: remote.name, entry: entryFor(remote), version: pkg.version }];
      }),
    ),
  };
}

// Writes the default remotes.json and the list of routes beside the host's index.html.
class RemotesManifestPlugin {
  constructor(contract) {
    this.contract = contract;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemotesManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'RemotesManifestPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const manifest = remotesManifest(
            this.contract,
            (remote) => `/remotes/${remote.folder}/mf-manifest.json`,
          );
          compilation.emitAsset(
            'remotes.json',
            new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
          // The pages the shell knows, for static servers that answer 404 for any other address
          // (deploy/static-server); ':name' matches one path segment.
          compilation.emitAsset(
            'routes.json',
            new webpack.sources.RawSource(
              `${JSON.stringify({ routes: routes.map((route) => route.path) }, null, 2)}\n`,
            ),
          );
        },
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dirname the app folder (use `__dirname`)
 * @param {string} options.name federation name, e.g. 'mfe_landing'
 * @param {string} options.title page title of the app's HTML page
 * @param {Record<string, string>} [options.exposes] e.g. { './App': './src/app/App.tsx' }
 * @param {boolean} [options.isHost]
 * @param {number} options.devPort
 * @param {number} [options.contract] host only: federation contract written to remotes.json
 * @param {{ script: string, html: string }} [options.firstPaint] host only: a blocking script in
 *   <head> and static markup put in #root, painted before any other JavaScript (first-paint.cjs)
 */
function createAppConfig({
  dirname,
  name,
  title,
  exposes = {},
  isHost = false,
  devPort,
  contract,
  firstPaint,
}) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dirname, 'package.json'), 'utf8'));
  if (isHost && typeof contract !== 'number') throw new Error('The host needs a contract number.');

  return (_env, argv) => {
    const isProduction = argv.mode === 'production';
    const hashed = (ext) => (isProduction ? `[name].[contenthash:8].${ext}` : `[name].${ext}`);

    return {
      mode: isProduction ? 'production' : 'development',
      context: dirname,
      entry: { main: './src/index.ts' },
      // Source maps roughly double a production build; dev keeps cheap ones without eval (CSP).
      devtool: isProduction ? false : 'cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        // webpack 5.111 hashes the federation runtime module before chunk content hashes exist,
        // and a plain '[contenthash]' template then fails the build
        // (module-federation/core#5077, webpack/webpack#22199). During that early pass the
        // runtime only needs the folder depth, so answer without the hash until it exists.
        filename: isProduction
          ? (pathData) => (pathData.chunk?.contentHash?.javascript ? hashed('js') : '[name].js')
          : '[name].js',
        chunkFilename: hashed('js'),
        assetModuleFilename: isProduction
          ? 'assets/[name].[contenthash:8][ext]'
          : 'assets/[name][ext]',
        // The host serves deep links (/matches/42), so its assets need an absolute base; a remote
        // learns its base from wherever its manifest was fetched.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        // Workspace packages are compiled from source (their `source` export condition).
        conditionNames: ['source', 'import', 'module', 'browser', 'default'],
        // TypeScript sources import siblings as './x.js' (NodeNext style).
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // Radix's scroll lock would inject <style> tags the CSP blocks (see the file).
        alias: {
          'react-style-singleton$': path.join(__dirname, 'csp', 'react-style-singleton.mjs'),
        },
      },
      module: {
        rules: [
          typescriptRule(isProduction),
          {
            // Tailwind CSS 4 compiles each app's own utilities at build time; the result is
            // extracted to a .css file (strict CSP: no injected <style>). See docs/DECISIONS.md.
            test: /\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              { loader: 'css-loader', options: { importLoaders: 1 } },
              {
                loader: 'postcss-loader',
                options: {
                  postcssOptions: {
                    plugins: [
                      require('@tailwindcss/postcss')({ optimize: isProduction }),
                      variantLayers(),
                    ],
                  },
                },
              },
            ],
          },
        ],
      },
      plugins: [
        new MiniCssExtractPlugin({ filename: hashed('css'), chunkFilename: hashed('css') }),
        new ModuleFederationPlugin({
          name,
          ...(isHost
            ? { manifest: false }
            : { filename: 'remoteEntry.js', exposes, manifest: true }),
          shared: sharedConfig(pkg.dependencies ?? {}),
          // Type generation doubles the build; the contracts live in @ageless/contracts.
          dts: false,
          // The dev plugins (live type hints, reload sockets) are not used here.
          dev: false,
          // Browser only: leaves the runtime's Node.js loading code out of every entry.
          experiments: { optimization: { target: 'web' } },
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          // No CSP meta tag: the policy comes from the server's headers, which know the origins of a
          // deployment (remotes on other origins in Compose would be blocked by a fixed 'self').
          // The host reads remotes.json first thing: fetching it with the page saves a round trip.
          templateParameters: {
            title,
            preloadLinks: isHost
              ? '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" />'
              : '',
            firstPaint: firstPaint
              ? fs.readFileSync(path.join(dirname, firstPaint.html), 'utf8').trim()
              : '',
          },
          // The remote's page is its standalone dev page; the host's is the product.
          chunks: ['main'],
          // The dev servers answer deep links (/matches/42) with this page, so its scripts need
          // root-relative URLs there.
          ...(isProduction ? {} : { publicPath: '/' }),
        }),
        ...(isHost ? [new RemotesManifestPlugin(contract)] : []),
        ...(firstPaint ? [new FirstPaintPlugin(firstPaint.script)] : []),
        ...(isHost && isProduction ? [new PreloadStartupChunksPlugin()] : []),
        ...(isProduction ? [new PrecompressPlugin()] : []),
      ],
      optimization: {
        // A single runtime chunk would break the federation container's own runtime.
        runtimeChunk: false,
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: devPort,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        // The host page fetches remotes from the other dev ports.
        headers: { 'Access-Control-Allow-Origin': '*' },
        setupMiddlewares: (middlewares) => {
          if (isHost) {
            middlewares.unshift({
              name: 'dev-remotes-manifest',
              path: '/remotes.json',
              middleware: (_req, res) => {
                const manifest = remotesManifest(
                  contract,
                  (remote) => `http://127.0.0.1:${remote.devPort}/mf-manifest.json`,
                );
                res.setHeader('Content-Type', 'application/json');
                res.end(JSON.stringify(manifest));
              },
            });
          }
          return middlewares;
        },
      },
    };
  };
}

/** A remote's config; its federation name and dev port come from the list by folder name. */
function createRemoteConfig({ dirname, exposes }) {
  const folder = path.basename(dirname);
  const remote = REMOTES.find((candidate) => candidate.folder === folder);
  if (!remote) {
    throw new Error(`${folder} is not listed in packages/contracts/src/front-ends.json.`);
  }
  return createAppConfig({
    dirname,
    name: remote.name,
    title: `Ageless Connect: ${remote.key} (standalone)`,
    exposes,
    devPort: remote.devPort,
  });
}

/** The host's config: serves the product page and writes the default remotes.json. */
function createHostConfig({ dirname, contract, firstPaint }) {
  return createAppConfig({
    dirname,
    name: HOST.name,
    title: 'Ageless Connect',
    isHost: true,
    devPort: HOST.devPort,
    contract,
    firstPaint,
  });
}

module.exports = {
  createAppConfig,
  createHostConfig,
  createRemoteConfig,
  SHARED_SINGLETONS,
};
