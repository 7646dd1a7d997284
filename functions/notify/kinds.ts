// the vocabulary is stored on profiles and mail items, so it lives with the store
export * from '../store/mail-kinds.js';
