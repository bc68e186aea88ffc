const { createRemoteConfig } = require('@ageless/webpack-config');

module.exports = createRemoteConfig({
  dirname: __dirname,
  exposes: {
    './App': './src/app/App.tsx',
    './Upload': './src/app/Upload.tsx',
    './Embed': './src/app/Embed.tsx',
  },
});
