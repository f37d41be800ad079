extension MotionSpec {
    /// Whether this spec gives nothing `other` does not, so that a guide's prose which repeats
    /// its code (`` `.impact(.heavy)` on Boost `` beside `.sensoryFeedback(.impact(weight:
    /// .heavy), …)`) adds no second spec.
    ///
    /// Told by value, not by what the two are for: prose and code name the same moment in
    /// different words ("on Boost activation", "Haptic pattern for Boost activation"), which no
    /// rule tells apart reliably, while equal values shown twice say nothing new. A prose value
    /// that differs from the code's is kept: it is what the prose adds (or a contradiction,
    /// which the reader then sees). Same kind and name, and the same parameters in any order:
    /// numbers compared as numbers (`0.30` is `0.3`), a haptic's by value alone (`style:
    /// .medium` of a generator is `weight: .medium` of `.impact`). A bare duration from prose
    /// (`300ms`) restates any animation of that duration (`.easeIn(duration: 0.3)`).
    public func restates(_ other: MotionSpec) -> Bool {
        if let time = bareTime { return other.times.contains(time) }
        return gist == other.gist
    }

    /// What a spec gives, as a value equal for a spec and one that restates it; hashed, so a
    /// guide's specs are told apart in one pass, however many its prose repeats.
    struct Gist: Hashable {
        var kind: Kind
        var name: String
        /// Each parameter as `label=value`, sorted (a haptic's without its label).
        var parameters: [String]
    }

    var gist: Gist {
        let parameters = parameters.map { parameter in
            // A Double's description is the same for `0.30` and `0.3`.
            let value = parameter.number.map { "\($0)" } ?? parameter.value
            return kind == .haptic ? value : "\(parameter.label)=\(value)"
        }
        return Gist(kind: kind, name: name, parameters: parameters.sorted())
    }

    /// A timed spec's times, as `duration=0.3`, which a bare duration from prose restates.
    var times: Set<String> {
        guard kind != .haptic else { return [] }
        return Set(parameters.compactMap { parameter in
            guard ["duration", "delay"].contains(parameter.label), let number = parameter.number else { return nil }
            return "\(parameter.label)=\(number)"
        })
    }

    /// The one time of a duration or delay read from prose (`300ms`), nil for any other spec.
    var bareTime: String? {
        guard kind == .easing, parameters.count == 1, name == parameters[0].label, ["duration", "delay"].contains(name) else { return nil }
        return times.first
    }
}
