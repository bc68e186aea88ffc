// Test-only: the remotes take this package as a devDependency, so no bundle ever contains it.
export { fakeApi, type FakeAnswer, type FakeCall, type FakeRoute } from './fake-api.js';
export { pageText } from './page-text.js';
export { renderPage, type PageOptions, type RenderedPage } from './render-page.js';
