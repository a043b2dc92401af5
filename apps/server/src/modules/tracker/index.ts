// The tracker's public face: its routes, and the plan rights, uploads and signed file links the
// vaccination and growth records share (the tracker owns the uploads table and the plans).
export { signedFileLink } from './fileLinks';
export { mustEdit, rightsOf } from './rights';
export { deleteUpload } from './tracker.repo';
export { trackerRoutes } from './tracker.routes';
export { checkedUpload, storeUpload } from './uploads';
