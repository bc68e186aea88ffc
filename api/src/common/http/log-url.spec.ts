import { loggableUrl } from './log-url.js';

describe('loggableUrl', () => {
  it('replaces profile, document and session ids with :id, keeping the route', () => {
    expect(loggableUrl('/api/profiles/3f0c2a4e-9b1d-4c7a-8e2f-1a2b3c4d5e6f/matches')).toBe(
      '/api/profiles/:id/matches',
    );
    expect(loggableUrl('/api/knowledge/documents/3F0C2A4E-9B1D-4C7A-8E2F-1A2B3C4D5E6F')).toBe(
      '/api/knowledge/documents/:id',
    );
    expect(loggableUrl('/api/chat/widget-1763856000000')).toBe('/api/chat/:id');
    expect(loggableUrl('/api/chat/Zm9vYmFyMTIzNDU2Nzg5MGFiY2RlZmdoaWprbG1ub3A')).toBe(
      '/api/chat/:id',
    );
    expect(loggableUrl('/api/chat/session%2D12345678')).toBe('/api/chat/:id');
  });

  it('keeps words, short numbers and file names, which identify no one', () => {
    expect(loggableUrl('/api/chat/starters/medicare-part-b')).toBe(
      '/api/chat/starters/medicare-part-b',
    );
    expect(loggableUrl('/api/pension/analyze-us')).toBe('/api/pension/analyze-us');
    expect(loggableUrl('/remotes/mfe-chat/main.3f9a2c1b.js')).toBe(
      '/remotes/mfe-chat/main.3f9a2c1b.js',
    );
  });

  it('reduces a query string to ?…, ids in the path still masked', () => {
    expect(loggableUrl('/chat?prompt=my+pension')).toBe('/chat?…');
    expect(loggableUrl('/api/chat/widget-1763856000000?lang=de')).toBe('/api/chat/:id?…');
  });

  it('survives malformed percent-encoding', () => {
    expect(loggableUrl('/api/chat/%E0%A4%A')).toBe('/api/chat/:id');
  });
});
