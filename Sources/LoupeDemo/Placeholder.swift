import LoupeCore
