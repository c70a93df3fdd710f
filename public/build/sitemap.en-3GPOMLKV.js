import{a}from"/build/_shared/chunk-MMMSSFT6.js";import"/build/_shared/chunk-Q3IECNXJ.js";export default a();
