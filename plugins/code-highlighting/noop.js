// Replaces the classic theme's client module that loads Prism on every page:
// Prism is loaded with the code-block chunk that needs it (src/components/CodeLines).
export {};
