// A lib's stylesheet is imported for its side effect only.
declare module '*.css';
