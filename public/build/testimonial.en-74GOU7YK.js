import{a}from"/build/_shared/chunk-DBJKPPWY.js";import"/build/_shared/chunk-4HXKWYDW.js";import"/build/_shared/chunk-Q3IECNXJ.js";export{a as default};
