// CloudFront Function (viewer request, on the site's behaviors: the default one and the embed pages') serving
// the single-page app: a path whose last segment has no file extension is a client-side route, so CloudFront
// fetches /index.html for it. Files (/assets/app.js, /config.json) pass through, and /api/* never runs this
// function, so API errors stay API errors instead of becoming index.html the way 403/404 error responses
// would.
export const spaRewriteCode = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
`;
