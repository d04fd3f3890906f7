// Loaded on demand by LazyMotion so the animation engine is not in the route's first chunk.
export { domAnimation as default } from 'framer-motion';
