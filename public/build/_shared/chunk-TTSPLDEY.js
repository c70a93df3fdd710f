import{b as e}from"/build/_shared/chunk-4HXKWYDW.js";import{c as o}from"/build/_shared/chunk-Q3IECNXJ.js";var l=o(e(),1);function f(){return(0,l.jsx)("h1",{children:"Coming soon"})}export{f as a};
