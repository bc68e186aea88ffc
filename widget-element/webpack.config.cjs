// <ageless-chat>: an ES module any site loads with one <script type="module">. NOT a federation
// remote: a third-party page has no host runtime, so this build bundles its own React.
//
//   dist/ageless-chat.js            the launcher (vanilla TS, defines the element; budget 5 KB gz)
//   dist/chunks/panel.[hash].js     React + @ageless/chat's FloatingChat, on first open (100 KB gz)
//   dist/chunks/markdown.[hash].js  @ageless/chat's ChatMarkdown + react-markdown, on the first reply
//   dist/ageless-chat.[hash].css    Tailwind from @ageless/chat's + @ageless/ui's sources, linked inside
//                                   each element's shadow root (no inline <style>: strict CSP)
const path = require('node:path');
const { PrecompressPlugin } = require('@ageless/webpack-config/precompress.cjs');
const { typescriptRule } = require('@ageless/webpack-config/typescript-rule.cjs');
const { variantLayers } = require('@ageless/webpack-config/variant-layers.cjs');
const { shadowSafe } = require('./shadow-safe-css.cjs');

module.exports = (_env, argv) => {
  const isProduction = argv.mode !== 'development';
  return {
    mode: isProduction ? 'production' : 'development',
    context: __dirname,
    entry: { 'ageless-chat': './src/element.ts' },
    devtool: false,
    experiments: { outputModule: true },
    output: {
      path: path.join(__dirname, 'dist'),
      module: true,
      library: { type: 'module' },
      // The launcher keeps one name (the snippet points at it); everything else is hashed.
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:8].js',
      // 'auto' with ES module output = derived from import.meta.url at run time, so chunks and
      // the stylesheet always load from the widget's own origin, whichever page embeds it.
      publicPath: 'auto',
      // Two bundles of this code on one page (an old and a new snippet) must not share globals.
      uniqueName: 'ageless_chat_widget',
      chunkLoading: 'import',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // Workspace packages are compiled from source (their `source` export condition).
      conditionNames: ['source', 'import', 'module', 'browser', 'default'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        typescriptRule(isProduction),
        {
          // The stylesheet is a file of its own, referenced by `new URL('./styles.css',
          // import.meta.url)` in the launcher: never injected into the host page.
          test: /\.css$/,
          type: 'asset/resource',
          generator: { filename: 'ageless-chat.[contenthash:8].css' },
          use: [
            {
              loader: 'postcss-loader',
              options: {
                postcssOptions: {
                  plugins: [
                    require('@tailwindcss/postcss')({ optimize: isProduction }),
                    variantLayers(),
                    shadowSafe(),
                  ],
                },
              },
            },
          ],
        },
      ],
    },
    // `.br` and `.gz` copies beside each file, which the static servers send to browsers that
    // accept them: the panel is about a third of its size compressed.
    plugins: isProduction ? [new PrecompressPlugin()] : [],
    optimization: {
      // One panel chunk (React included): a first open costs one request after the launcher.
      splitChunks: false,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
