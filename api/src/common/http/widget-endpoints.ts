/** The widget's public endpoints: what a page embedding <ageless-chat> calls, from any allowed site. */
export const WIDGET_ENDPOINTS = /^\/api\/(chat(\/|$)|free-tags(\/|$)|dynamic-tags(\/|$))/;
