/// Why the script backend ended a run of the loop and handed the script back to the player:
/// something only the player can do (make, rebuild or reconfigure the program, check an
/// expectation against it), a script that cannot go on, or its end.
enum ScriptInterruption {
    /// This line needs the program, which does not exist yet (the line has not run).
    case needsProgram(DemoScriptLine)
    /// A `Set` line changed the settings of the running program.
    case settingsChanged
    /// An `Open` line changed the content of the running program.
    case contentChanged
    /// An `Expect` line to check against the program.
    case expect(DemoScriptLine)
    /// The script cannot go on.
    case failed(DemoScriptError)
    /// Every line has run.
    case end
}
