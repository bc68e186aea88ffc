const { createRemoteConfig } = require('@ageless/webpack-config');

module.exports = createRemoteConfig({
  dirname: __dirname,
  exposes: { './App': './src/app/App.tsx' },
});
