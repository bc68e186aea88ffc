// Webpack plugin for the host's page: `<link rel="preload">` for the chunks the host needs to start
// (its bootstrap behind the federation async boundary, and its own copies of the shared libraries).
// Without it the browser learns of them only after main.js has downloaded and run, and on a slow
// phone connection they are most of the bytes before the first screen.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { WEBPACK_MODULE_TYPE_PROVIDE } = require('webpack/lib/ModuleTypeConstants');

class PreloadStartupChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadStartupChunksPlugin',
        (data) => {
          const entryModules = new Set(
            [...compilation.entries.values()].flatMap(({ dependencies }) =>
              dependencies.map((dependency) => {
                const module = compilation.moduleGraph.getModule(dependency);
                // After scope hoisting the entry is a concatenation; origins name its root.
                return module?.rootModule ?? module;
              }),
            ),
          );
          // Chunk groups loaded at start: the entry's `import('./bootstrap')`, and the provided
          // shared modules (the host's copy wins: it is registered before any remote). Fallback
          // copies for consumed modules are left out, as they are not loaded when the host provides.
          const files = new Set();
          for (const group of compilation.chunkGroups) {
            const atStart = group.origins.some(
              ({ module }) =>
                module && (entryModules.has(module) || module.type === WEBPACK_MODULE_TYPE_PROVIDE),
            );
            if (!atStart) continue;
            for (const chunk of group.chunks) {
              if (chunk.hasRuntime()) continue;
              for (const file of chunk.files) files.add(file);
            }
          }
          // main.js runs the federation runtime that uses all of them: it goes first. (A deferred
          // script is otherwise fetched at low priority, behind the preloads.)
          for (const tag of data.headTags) {
            if (tag.tagName === 'script' && tag.attributes.src)
              tag.attributes.fetchpriority = 'high';
          }
          const publicPath = data.publicPath;
          for (const file of [...files].sort()) {
            const href = `${publicPath}${file}`;
            // The start-up stylesheet is linked, not only preloaded: the static first paint in #root
            // (first-paint.cjs) is drawn with it. The bootstrap chunk then finds it already there.
            // It comes first, so it is not queued behind the scripts (six connections a host).
            if (file.endsWith('.css')) {
              data.headTags.unshift(
                HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href }),
              );
            } else if (file.endsWith('.js')) {
              data.headTags.push(
                HtmlWebpackPlugin.createHtmlTagObject('link', {
                  rel: 'preload',
                  as: 'script',
                  href,
                }),
              );
            }
          }
          return data;
        },
      );
    });
  }
}

module.exports = { PreloadStartupChunksPlugin };
