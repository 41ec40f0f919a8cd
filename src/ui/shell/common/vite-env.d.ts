/// <reference types="vite/client" />
// Lets the UI components import their plain CSS files (vite handles them).
