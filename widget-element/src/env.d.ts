// Set by webpack at run time (output.publicPath 'auto' = the folder of ageless-chat.js).
declare let __webpack_public_path__: string;
