import{b as o}from"/build/_shared/chunk-Q3IECNXJ.js";var p=o((r,e)=>{e.exports={}});export default p();
