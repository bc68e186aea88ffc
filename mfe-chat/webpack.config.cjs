const { createRemoteConfig } = require('@ageless/webpack-config');

module.exports = createRemoteConfig({
  dirname: __dirname,
  exposes: {
    './App': './src/app/App.tsx',
    './Upload': './src/app/Upload.tsx',
    './Embed': './src/app/Embed.tsx',
    // Reused by the landing hero, the host and widget-element (issue 7).
    './HeroChat': './src/app/HeroChat.tsx',
    './FloatingChat': './src/app/FloatingChat.tsx',
  },
});
