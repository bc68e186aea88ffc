const { createHostConfig } = require('@ageless/webpack-config');
const { contract } = require('./src/features/remotes/federation-contract.json');

module.exports = createHostConfig({
  dirname: __dirname,
  contract,
  // The landing page painted from the HTML before any JavaScript (see src/first-paint.ts).
  firstPaint: { script: './src/first-paint.ts', html: './src/app/first-paint.html' },
});
