// Webpack plugin for the host's page: its first-paint script (a few hundred bytes that set <html lang>
// and say whether the static copy in #root applies) runs blocking in <head>, before the body is
// parsed, so the first paint is already in the reader's language. Every other script stays deferred.
// It is built by a child compilation: as an entry of the host's own compilation, Module Federation
// would add its runtime to it (88 KB instead of under 1 KB), in the one script the page waits for.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'first-paint';

class FirstPaintPlugin {
  /** @param {string} script the entry module, relative to the app folder */
  constructor(script) {
    this.script = script;
  }

  apply(compiler) {
    const { EntryPlugin } = compiler.webpack;
    const files = new WeakMap();
    compiler.hooks.make.tapAsync('FirstPaintPlugin', (compilation, callback) => {
      // Named and hashed as the host's chunks are, so it is cached as long as they are.
      const filename = compilation.outputOptions.chunkFilename;
      const child = compilation.createChildCompiler(NAME, { filename }, [
        new EntryPlugin(compiler.context, this.script, { name: NAME }),
      ]);
      child.runAsChild((error, entries) => {
        if (error) return callback(error);
        const file = [...(entries?.[0]?.files ?? [])].find((name) => name.endsWith('.js'));
        if (!file) return callback(new Error(`The ${NAME} script was not built.`));
        files.set(compilation, file);
        return callback();
      });
    });
    compiler.hooks.thisCompilation.tap('FirstPaintPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'FirstPaintPlugin',
        (data) => {
          data.headTags.unshift(
            HtmlWebpackPlugin.createHtmlTagObject('script', {
              src: `${data.publicPath}${files.get(compilation)}`,
            }),
          );
          return data;
        },
      );
    });
  }
}

module.exports = { FirstPaintPlugin };
