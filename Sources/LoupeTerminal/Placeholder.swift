import CNCursesW
import LoupeCore
