const { createHostConfig } = require('@ageless/webpack-config');
const { contract } = require('./src/features/remotes/federation-contract.json');

module.exports = createHostConfig({ dirname: __dirname, contract });
